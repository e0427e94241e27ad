import { render, screen } from '@testing-library/react';
import { FormField } from '@/components/auth/form-field';

describe('FormField', () => {
  it('labels its input and ties the validation message to it', () => {
    render(
      <FormField id="signup-email" label="Email" error={{ type: 'invalid_string', message: 'Please enter a valid email address.' }}>
        {(input) => <input {...input} type="email" />}
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  it('shows no message and marks nothing invalid without an error; an alert role when asked', () => {
    const { rerender } = render(<FormField id="pw" label="Password">{(input) => <input {...input} type="password" />}</FormField>);
    expect(screen.getByLabelText('Password')).not.toBeInvalid();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-describedby');
    rerender(
      <FormField id="pw" label="Password" error={{ type: 'custom', message: 'Passwords do not match.' }} errorRole="alert">
        {(input) => <input {...input} type="password" />}
      </FormField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
  });
});
