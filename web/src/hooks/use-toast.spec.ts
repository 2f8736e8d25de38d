import { act, renderHook } from '@testing-library/react';
import { toast, useToast } from './use-toast';

describe('useToast', () => {
  it('keeps one toast at a time, the newest', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Added to cart' });
      toast({ title: 'Removed from cart' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.title).toBe('Removed from cart');
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useToast());
      act(() => {
        toast({ title: 'Cart cleared' }).dismiss();
      });
      expect(result.current.toasts[0]?.open).toBe(false);
      act(() => jest.advanceTimersByTime(999_999));
      expect(result.current.toasts).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      expect(result.current.toasts).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
