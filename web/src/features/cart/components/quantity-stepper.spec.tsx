import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/test-utils';
import { QuantityStepper } from './quantity-stepper';

function Harness({ initial, onChange }: { initial: number; onChange: (quantity: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function setup(initial: number) {
  const onChange = jest.fn();
  renderWithProviders(<Harness initial={initial} onChange={onChange} />);
  return {
    onChange,
    input: screen.getByRole('textbox', { name: 'Quantity' }),
    minus: screen.getByRole('button', { name: 'Decrease quantity' }),
    plus: screen.getByRole('button', { name: 'Increase quantity' }),
  };
}

describe('QuantityStepper', () => {
  it('disables minus at 1 and steps up with plus', async () => {
    const { input, minus, plus, onChange } = setup(1);
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(input).toHaveValue('2');
    expect(minus).toBeEnabled();
  });

  it('disables plus at 99', async () => {
    const { plus, minus, onChange } = setup(99);
    expect(plus).toBeDisabled();
    await userEvent.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(98);
  });

  it('turns typed non-numeric input into 1 when committed', async () => {
    const { input, onChange } = setup(5);
    await userEvent.clear(input);
    await userEvent.type(input, 'abc{Enter}');
    expect(input).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('clamps a typed value to 99 on blur', async () => {
    const { input, onChange } = setup(5);
    await userEvent.clear(input);
    await userEvent.type(input, '250');
    await userEvent.tab();
    expect(input).toHaveValue('99');
    expect(onChange).toHaveBeenLastCalledWith(99);
  });

  it('does not report an unchanged value', async () => {
    const { input, onChange } = setup(3);
    await userEvent.clear(input);
    await userEvent.type(input, '3{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
