// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartFocus } from './use-cart-focus';

/**
 * A removed cart line takes the focus with it: the list hands it on to the next line's remove
 * button, the previous one when it was the last line, the empty message when none is left.
 */

function Lines({ ids }: { ids: number[] }) {
  const focus = useCartFocus(ids.map((basketProductId) => ({ basketProductId })));
  if (ids.length === 0)
    return (
      <p ref={focus.emptyMessage} tabIndex={-1}>
        Empty
      </p>
    );
  return (
    <>
      <ul onBlur={focus.listBlurred}>
        {ids.map((id) => (
          <li key={id} onFocus={() => focus.lineFocused(id)}>
            <button type="button" ref={focus.removeButton(id)}>
              Remove {id}
            </button>
            <button type="button">Minus {id}</button>
          </li>
        ))}
      </ul>
      <button type="button">Continue</button>
    </>
  );
}

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name });

describe('useCartFocus', () => {
  it("moves the focus to the next line's remove button when a line goes", () => {
    const { rerender } = render(<Lines ids={[1, 2, 3]} />);
    act(() => button('Remove 2').focus());
    rerender(<Lines ids={[1, 3]} />);
    expect(document.activeElement).toBe(button('Remove 3'));
  });

  it('moves it to the line before when the last line goes, also from its minus', () => {
    const { rerender } = render(<Lines ids={[1, 2, 3]} />);
    act(() => button('Minus 3').focus());
    rerender(<Lines ids={[1, 2]} />);
    expect(document.activeElement).toBe(button('Remove 2'));
  });

  it('moves it to the empty message when no line is left', () => {
    const { rerender } = render(<Lines ids={[1]} />);
    act(() => button('Remove 1').focus());
    rerender(<Lines ids={[]} />);
    expect(document.activeElement).toBe(screen.getByText('Empty'));
  });

  it('leaves the focus where the guest moved it meanwhile', () => {
    const { rerender } = render(<Lines ids={[1, 2]} />);
    act(() => button('Remove 1').focus());
    act(() => button('Continue').focus());
    rerender(<Lines ids={[2]} />);
    expect(document.activeElement).toBe(button('Continue'));
  });

  it('forgets the line once the guest has left the list, even when the focus is on the page by then', () => {
    const { rerender } = render(<Lines ids={[1, 2]} />);
    act(() => button('Remove 1').focus());
    act(() => button('Continue').focus());
    act(() => button('Continue').blur());
    rerender(<Lines ids={[2]} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('does not take the focus when a line goes that the guest was not on', () => {
    const { rerender } = render(<Lines ids={[1, 2]} />);
    rerender(<Lines ids={[2]} />);
    expect(document.activeElement).toBe(document.body);
  });
});
