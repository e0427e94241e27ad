import { pickMessages, SHELL_NAMESPACES } from '@/i18n/pick-messages';
import { loadMessages } from '@/i18n/load-messages';

describe('pickMessages', () => {
  const messages = { header: { menu: 'Menu' }, blog: { list: { title: 'All Blogs' }, admin: { heading: 'Admin Blog Management' } }, admin: { secret: 'News Management' } };

  it('keeps only the named namespaces, whole or one dotted part', () => {
    expect(pickMessages(messages, ['header', 'blog.list'])).toEqual({ header: { menu: 'Menu' }, blog: { list: { title: 'All Blogs' } } });
  });

  it('merges two parts of one namespace', () => {
    expect(pickMessages(messages, ['blog.list', 'blog.admin'])).toEqual({ blog: messages.blog });
  });

  it('fails loudly on a name that has no messages (a renamed namespace must not silently blank a page)', () => {
    expect(() => pickMessages(messages, ['blog.nope'])).toThrow('No messages under "blog.nope"');
  });

  it.each(['en', 'hi'])('the shell namespaces exist in %s and carry no admin or legal texts', async (locale) => {
    const shell = pickMessages(await loadMessages(locale), SHELL_NAMESPACES);
    expect(Object.keys(shell).sort()).toEqual(['categories', 'errors', 'header', 'menu', 'offline', 'pageNames', 'reader']);
    expect(shell).not.toHaveProperty('admin');
    expect(shell).not.toHaveProperty('legal');
    expect(shell).not.toHaveProperty('adminLogin');
  });
});
