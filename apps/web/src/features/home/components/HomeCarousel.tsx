import { useEffect, useRef, useState } from 'react';
import { Card, Carousel } from 'antd';
import type { CarouselRef } from 'antd/es/carousel';
import { useGetHomeCarouselQuery } from '@oj/api-client/home';
import { useTranslation } from '@oj/i18n';
import { CAROUSEL_INTERVAL_MS } from '../clock.ts';

const HEIGHT = 320;

/** The carousel (spec 02 §2): uploaded images turning every 5000 ms, each opening its link; hidden without images. */
export function HomeCarousel() {
  const { t } = useTranslation();
  const { data = [] } = useGetHomeCarouselQuery(undefined);
  // Only the slide on show takes the keyboard: the others are aria-hidden, so their links must not be focusable.
  const [current, setCurrent] = useState(0);
  const carousel = useRef<CarouselRef>(null);
  // Without cloned slides the autoplay stops at the last one: start over from the first.
  useEffect(() => {
    if (data.length < 2 || current !== data.length - 1) return undefined;
    const timer = setTimeout(() => carousel.current?.goTo(0), CAROUSEL_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [current, data.length]);
  if (data.length === 0) return null;
  return (
    <Card styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden' }} data-testid="home-carousel" aria-label={t('home.carousel')}>
      <Carousel
        ref={carousel}
        autoplay
        autoplaySpeed={CAROUSEL_INTERVAL_MS}
        dots
        infinite={false}
        beforeChange={(_from, to) => {
          setCurrent(to);
        }}
      >
        {data.map((item, index) => {
          const image = (
            <img
              src={item.url}
              alt={`${t('home.carousel')} ${String(index + 1)}`}
              // The first slide shows at once; the others load when the browser gets to them.
              loading={index === 0 ? 'eager' : 'lazy'}
              style={{ width: '100%', height: HEIGHT, objectFit: 'cover', display: 'block' }}
            />
          );
          return (
            <div key={item.id} data-testid="carousel-slide">
              {item.link ? (
                <a href={item.link} target="_blank" rel="noopener noreferrer" tabIndex={index === current ? 0 : -1}>
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </Carousel>
    </Card>
  );
}
