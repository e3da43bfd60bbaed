import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreferencesProvider } from '../stores/PreferencesProvider';
import { createPreferencesStore, type PreferencesStore } from '../stores/preferences-store';
import { AppThemeProvider } from './AppThemeProvider';

/** A styled box, and a counter whose value survives only as long as the tree stays mounted. */
function Content() {
  const [clicks, setClicks] = useState(0);
  return (
    <Box sx={{ marginLeft: '7px' }} data-testid="box" onClick={() => setClicks((count) => count + 1)}>
      {clicks}
    </Box>
  );
}

const marginOf = (element: HTMLElement) => getComputedStyle(element);

function renderWith(store: PreferencesStore) {
  render(
    <PreferencesProvider store={store}>
      <AppThemeProvider>
        <Content />
      </AppThemeProvider>
    </PreferencesProvider>,
  );
}

afterEach(cleanup);

describe('AppThemeProvider', () => {
  it('opened in RTL, renders once the RTL styles are there, with physical sides flipped', async () => {
    const store = createPreferencesStore(null, null);
    store.set('rtlLayout', true);
    renderWith(store);
    expect(screen.queryByTestId('box')).toBeNull();
    const box = await screen.findByTestId('box');
    expect(marginOf(box).marginRight).toBe('7px');
  });

  it('switched to RTL, keeps the page and its state while the RTL styles load, then flips them', async () => {
    const store = createPreferencesStore(null, null);
    renderWith(store);
    const box = screen.getByTestId('box');
    act(() => box.click());
    expect(marginOf(box).marginLeft).toBe('7px');
    act(() => store.set('rtlLayout', true));
    await waitFor(() => expect(marginOf(screen.getByTestId('box')).marginRight).toBe('7px'));
    expect(screen.getByTestId('box')).toBe(box);
    expect(box.textContent).toBe('1');
  });
});
