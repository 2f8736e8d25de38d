import { act, renderHook } from '@testing-library/react';
import { useDebouncedCallback } from './use-debounced-callback';

describe('useDebouncedCallback', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls once, with the last arguments, after the delay without calls', () => {
    const callback = jest.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 500));
    act(() => {
      result.current('l');
      jest.advanceTimersByTime(300);
      result.current('la');
      jest.advanceTimersByTime(499);
    });
    expect(callback).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('la');
  });

  it('drops a pending call when cancelled or unmounted', () => {
    const callback = jest.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(callback, 500));
    act(() => {
      result.current('a');
      result.current.cancel();
      jest.advanceTimersByTime(1000);
      result.current('b');
    });
    unmount();
    act(() => jest.advanceTimersByTime(1000));
    expect(callback).not.toHaveBeenCalled();
  });

  it('calls the latest callback given', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderHook(({ callback }) => useDebouncedCallback(callback, 500), {
      initialProps: { callback: first },
    });
    act(() => result.current('x'));
    rerender({ callback: second });
    act(() => jest.advanceTimersByTime(500));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('x');
  });
});
