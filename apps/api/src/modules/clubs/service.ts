import type { Club, ClubAdmin, ClubUpdateParsed, MyClub } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { fieldError } from '../../lib/http-error.js';
import { staleVersion } from '../../lib/row-version.js';
import { LOGO_IMAGE, toSafeWebp, type ImageRefusal } from '../../lib/image-pipeline.js';
import type { ClubRow } from './club-row.js';
import { toClub, toMyClub } from './club-view.js';
import { logoEtag } from './logo.js';
import * as repo from './repository.js';
import type { ClubChanges } from './repository.js';

const LOGO_REFUSALS: Record<ImageRefusal['refused'], string> = {
  unsupported_format: 'The logo must be a PNG, JPEG, WebP or GIF image',
  too_many_pixels: `The logo is too large: at most ${LOGO_IMAGE.maxPixels / 1_000_000} megapixels`,
  unreadable: 'The logo could not be read: the file is damaged or incomplete',
};

export function createClubsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    show: (club: ClubRow): Club => toClub(club),

    async update(club: ClubRow, input: ClubUpdateParsed, logo: Buffer | null): Promise<Club> {
      const changes: ClubChanges = {
        name: input.name,
        timezone: input.timezone,
        contactEmail: input.contact_email,
        address: input.address,
        defaultSport: input.default_sport,
      };
      if (logo) {
        // The uploaded bytes are never stored: only the pipeline's re-encoding of them.
        const image = await toSafeWebp(logo, LOGO_IMAGE);
        if ('refused' in image) throw fieldError('logo', LOGO_REFUSALS[image.refused]);
        Object.assign(changes, { logo: image.bytes, logoMime: image.mime, logoEtag: logoEtag(image.bytes) });
      } else if (input.remove_logo) {
        Object.assign(changes, { logo: null, logoMime: null, logoEtag: null });
      }
      // The club exists (the route found it): no row written means another save came first.
      const row = await repo.updateClub(db, club.id, changes, clock(), input.row_version);
      if (!row) throw staleVersion();
      return toClub(row);
    },

    async myClubs(userId: string): Promise<MyClub[]> {
      return (await repo.clubsAdministeredBy(db, userId)).map(toMyClub);
    },

    async admins(club: ClubRow): Promise<ClubAdmin[]> {
      return (await repo.clubAdmins(db, club.id)).map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email }));
    },

    logo: (slug: string) => repo.findClubLogo(db, slug),
  };
}

export type ClubsService = ReturnType<typeof createClubsService>;
