import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en';
import type { MenuNode } from '../../../menu/types';
import { MenuNodeView } from './MenuNodeView';

const renderNode = (node: MenuNode) =>
  render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter initialEntries={['/club/club2/leagues']}>
        <MenuNodeView node={node} />
      </MemoryRouter>
    </IntlProvider>,
  );

describe('menu rendering', () => {
  it("renders 'Menu Items Error' for an item of unknown type", () => {
    renderNode({ id: 'odd', type: 'widget', title: 'menu.leagues' } as unknown as MenuNode);
    expect(screen.getByRole('alert').textContent).toBe('Menu Items Error');
  });

  it('renders items as links, marks the current one and disables locked ones', () => {
    renderNode({
      id: 'group',
      type: 'group',
      title: 'menu.league_management',
      children: [
        { id: 'leagues', type: 'item', title: 'menu.leagues', url: '/club/club2/leagues' },
        { id: 'locations', type: 'item', title: 'menu.locations', url: '/club/club2/locations', disabled: true },
        { id: 'hidden', type: 'item', title: 'menu.reports', url: '/club/club2/report', hide: true },
      ],
    });
    expect(screen.getByText('League Management')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leagues' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Locations' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText('Reports')).toBeNull();
  });
});
