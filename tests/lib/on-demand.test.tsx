import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { onDemand } from '@/lib/on-demand';

/** Code downloaded on a reader's intent (lib/on-demand.ts, issue 28). */
type Tools = { label: string };

/** The module's download, each call pending until the test settles it, and the on-demand loader over it. */
function deferredLoad() {
  const calls: Array<{ resolve: (value: Tools) => void; reject: (error: Error) => void }> = [];
  const load = jest.fn(
    () =>
      new Promise<Tools>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls, tools: onDemand(load) };
}

function Probe({ tools, wanted }: { tools: ReturnType<typeof onDemand<Tools>>; wanted: boolean }) {
  const loaded = tools.useModule(wanted);
  return <p data-testid="probe">{loaded ? loaded.label : 'nothing yet'}</p>;
}

/** A component that only shows the module once it is in (useArrived), asking for nothing. */
function Arrived({ tools }: { tools: ReturnType<typeof onDemand<Tools>> }) {
  const loaded = tools.useArrived();
  return <p data-testid="arrived">{loaded ? loaded.label : 'nothing yet'}</p>;
}

const flush = () => act(async () => {});

describe('onDemand', () => {
  it('downloads nothing until the module is wanted, then once, and shows it when it arrives', async () => {
    const { load, calls, tools } = deferredLoad();
    const view = render(<Probe tools={tools} wanted={false} />);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('probe')).toHaveTextContent('nothing yet');

    view.rerender(<Probe tools={tools} wanted />);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('probe')).toHaveTextContent('nothing yet');
    await act(async () => calls[0].resolve({ label: 'the tools' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('the tools');

    // No longer wanted: what arrived stays; a second reader of it downloads nothing again.
    view.rerender(<Probe tools={tools} wanted={false} />);
    render(<Probe tools={tools} wanted />);
    await flush();
    expect(screen.getAllByTestId('probe').map((probe) => probe.textContent)).toEqual(['the tools', 'the tools']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preload on intent starts the download once; the component then uses it', async () => {
    const { load, calls, tools } = deferredLoad();
    tools.preload();
    tools.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Probe tools={tools} wanted />);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0].resolve({ label: 'preloaded' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('preloaded');
  });

  it('a failed download leaves the control out, throws nowhere, and the next intent tries again', async () => {
    const { load, calls, tools } = deferredLoad();
    const view = render(<Probe tools={tools} wanted />);
    await flush();
    await act(async () => calls[0].reject(new Error('offline')));
    expect(screen.getByTestId('probe')).toHaveTextContent('nothing yet');

    tools.preload();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1].reject(new Error('still offline')));
    // The preload's failure is swallowed too; a component that wants it again downloads again.
    view.unmount();
    render(<Probe tools={tools} wanted />);
    await flush();
    expect(load).toHaveBeenCalledTimes(3);
    await act(async () => calls[2].resolve({ label: 'back online' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('back online');
  });

  it('load() gives the module, downloaded once; a failure rejects, and the next call downloads again', async () => {
    const { load, calls, tools } = deferredLoad();
    const first = tools.load();
    expect(tools.load()).toBe(first);
    calls[0].reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = tools.load();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1].resolve({ label: 'here' });
    await expect(second).resolves.toEqual({ label: 'here' });
    await expect(tools.load()).resolves.toEqual({ label: 'here' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('useArrived never starts the download; it shows the module once someone else asked for it, and at once when it is already in', async () => {
    const { load, calls, tools } = deferredLoad();
    const first = render(<Arrived tools={tools} />);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('arrived')).toHaveTextContent('nothing yet');

    tools.preload();
    await act(async () => calls[0].resolve({ label: 'asked elsewhere' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent('asked elsewhere');

    // A later one: the module is in, shown after its first render (as hydration needs).
    first.unmount();
    render(<Arrived tools={tools} />);
    await flush();
    expect(screen.getByTestId('arrived')).toHaveTextContent('asked elsewhere');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('useArrived stays empty after a failed download, and shows the module of the next intent that succeeds', async () => {
    const { load, calls, tools } = deferredLoad();
    const view = render(<Arrived tools={tools} />);
    await flush();
    tools.preload();
    await act(async () => calls[0].reject(new Error('offline')));
    expect(screen.getByTestId('arrived')).toHaveTextContent('nothing yet');
    tools.preload();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1].resolve({ label: 'second try' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent('second try');
    // Gone before the module came: nothing is set on it.
    view.unmount();
  });
});
