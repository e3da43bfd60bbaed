import { AbilityBuilder, createMongoAbility, subject, type MongoAbility } from '@casl/ability';
import type { Role } from './schemas/auth.js';
import { adminClubSlugs } from './landing.js';

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export interface ClubSubject {
  slug: string;
}
type Subjects = 'League' | 'Club' | ({ __caslSubjectType__: 'Club' } & ClubSubject);
export type AppAbility = MongoAbility<[Action, Subjects]>;

/**
 * Spec §6: a league admin may manage League everywhere, and Club only for the slugs of their own roles.
 * Check a club with `canManageClub` — `can('manage', 'Club')` on the type alone is true for every club.
 */
export function defineAbilityFor(roles: readonly Role[] | null | undefined): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  const slugs = adminClubSlugs(roles);
  if (slugs.length > 0) {
    can('manage', 'League');
    can('manage', 'Club', { slug: { $in: slugs } });
  }
  return build();
}

/** Whether the ability allows the action on this particular club. */
export function canOnClub(ability: AppAbility, action: Action, club: ClubSubject): boolean {
  return ability.can(action, subject('Club', { slug: club.slug }));
}

export const canManageClub = (ability: AppAbility, club: ClubSubject): boolean => canOnClub(ability, 'manage', club);
