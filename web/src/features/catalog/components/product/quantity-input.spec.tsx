import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/test-utils';
import { QuantityInput } from './quantity-input';

function Harness({ initial = 1 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <QuantityInput value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('QuantityInput', () => {
  it('starts at 1 with minus disabled and plus enabled', () => {
    renderWithProviders(<Harness />);
    expect(input()).toHaveValue('1');
    expect(minus()).toBeDisabled();
    expect(plus()).toBeEnabled();
  });

  it('steps with plus and minus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(plus());
    await user.click(plus());
    expect(input()).toHaveValue('3');
    await user.click(minus());
    expect(input()).toHaveValue('2');
  });

  it('disables plus at 99', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={98} />);
    await user.click(plus());
    expect(input()).toHaveValue('99');
    expect(plus()).toBeDisabled();
    expect(minus()).toBeEnabled();
  });

  it('turns other non-numeric input into 1 (spec §5)', () => {
    renderWithProviders(<Harness initial={5} />);
    fireEvent.change(input(), { target: { value: 'abc' } });
    expect(input()).toHaveValue('1');
    expect(screen.getByTestId('value')).toHaveTextContent('1');
  });

  it("clamps typed numbers to 1..99 and ignores '-', '.' and ','", () => {
    renderWithProviders(<Harness />);
    fireEvent.change(input(), { target: { value: '150' } });
    expect(input()).toHaveValue('99');
    fireEvent.change(input(), { target: { value: '0' } });
    expect(input()).toHaveValue('1');
    fireEvent.change(input(), { target: { value: '-4' } });
    expect(input()).toHaveValue('1');
    fireEvent.change(input(), { target: { value: '7' } });
    fireEvent.change(input(), { target: { value: '7.6' } });
    expect(input()).toHaveValue('7');
    fireEvent.change(input(), { target: { value: '7,' } });
    expect(input()).toHaveValue('7');
  });

  it('lets the box be emptied while typing, and makes it 1 when left empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={4} />);
    await user.clear(input());
    expect(input()).toHaveValue('');
    await user.type(input(), '12');
    expect(input()).toHaveValue('12');
    await user.clear(input());
    await user.tab();
    expect(input()).toHaveValue('1');
    expect(screen.getByTestId('value')).toHaveTextContent('1');
  });
});
