import { useTranslation } from '@oj/i18n';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { BANNER_HEIGHT, bannersOf } from '../clock.ts';

/** Up to three banner ads from the site config (spec 02 §2; switch visible2): image1..3 opening addr1..3. */
export function BannerAds() {
  const { t } = useTranslation();
  const { config } = useSiteConfig();
  const banners = bannersOf(config);
  if (banners.length === 0) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="home-banners" aria-label={t('home.banners')}>
      {banners.map((banner, index) => {
        const image = (
          <img
            src={banner.image}
            alt={`${t('home.banners')} ${String(index + 1)}`}
            loading="lazy"
            style={{ width: '100%', height: BANNER_HEIGHT, objectFit: 'cover', borderRadius: 8, display: 'block' }}
          />
        );
        return (
          <div key={`${banner.image}-${String(index)}`} data-testid="banner-ad">
            {banner.link ? (
              <a href={banner.link} target="_blank" rel="noopener noreferrer">
                {image}
              </a>
            ) : (
              image
            )}
          </div>
        );
      })}
    </div>
  );
}
