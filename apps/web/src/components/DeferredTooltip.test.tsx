import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredTooltip } from './DeferredTooltip';

function renderButton(onFocus = vi.fn()) {
  render(
    <DeferredTooltip title="Language">
      <button type="button" aria-label="Language" onFocus={onFocus}>
        A
      </button>
    </DeferredTooltip>,
  );
  return screen.getByRole('button', { name: 'Language' });
}

afterEach(cleanup);

describe('DeferredTooltip', () => {
  it('shows no tooltip until the pointer reaches the control, then shows it', async () => {
    const button = renderButton();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Language');
  });

  it('keeps keyboard focus on the control it wraps once the tooltip has loaded, and still calls its own handlers', async () => {
    const onFocus = vi.fn();
    const button = renderButton(onFocus);
    act(() => button.focus());
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Language');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language' }));
  });
});
