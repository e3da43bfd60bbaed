import type { PublicSite } from '@matchday/domain';
import { sitePath } from '../data';
import { SiteLink } from './SiteLink';

/**
 * The banner: the club's photo at the width the screen needs (srcset), cropped around its focal point on narrow
 * screens (object-position), the headline and the call to action.
 */
export function Hero({ site }: { site: PublicSite }) {
  const { hero } = site.document;
  const media = hero.media_id ? site.media[hero.media_id] : undefined;
  const largest = media?.variants.at(-1);
  const cta = hero.cta;
  return (
    <section className={media ? 'hero' : 'hero hero-plain'} aria-labelledby="hero-title">
      {media && largest ? (
        <img
          className="hero-image"
          src={largest.url}
          srcSet={media.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
          sizes="100vw"
          alt={hero.alt ?? ''}
          width={media.width}
          height={media.height}
          fetchPriority="high"
          style={{ objectPosition: `${hero.focal_x * 100}% ${hero.focal_y * 100}%` }}
        />
      ) : null}
      <div className="hero-body">
        <h1 id="hero-title">{hero.headline ?? site.club.name}</h1>
        {hero.subheadline ? <p className="hero-sub">{hero.subheadline}</p> : null}
        {cta?.kind === 'registration' ? (
          <a className="button button-light" href="#open_registrations">
            {cta.label}
          </a>
        ) : null}
        {cta?.kind === 'league' ? (
          <SiteLink className="button button-light" to={sitePath(site.club.slug, { kind: 'league', id: cta.league_id })}>
            {cta.label}
          </SiteLink>
        ) : null}
        {cta?.kind === 'url' ? (
          <a className="button button-light" href={cta.url} rel="noopener noreferrer">
            {cta.label}
          </a>
        ) : null}
      </div>
    </section>
  );
}
