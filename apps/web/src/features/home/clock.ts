/** The clock's refresh interval (spec 02 §9 "Home clock refresh"). */
export const CLOCK_REFRESH_MS = 250;
/** The carousel's interval (spec 02 §2). */
export const CAROUSEL_INTERVAL_MS = 5000;
/** The banner ads' default height (spec 02 §2). */
export const BANNER_HEIGHT = 205;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:MM:SS' and 'YYYY-MM-DD' of a moment in the browser's zone. */
export function clockFace(date: Date): { time: string; date: string } {
  return {
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`,
    date: `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  };
}

/** The banner ads the site config fills: image and link, at most three, empty images left out. */
export function bannersOf(config: {
  image1: string;
  image2: string;
  image3: string;
  addr1: string;
  addr2: string;
  addr3: string;
}): { image: string; link: string }[] {
  return [
    { image: config.image1, link: config.addr1 },
    { image: config.image2, link: config.addr2 },
    { image: config.image3, link: config.addr3 },
  ].filter((banner) => banner.image.trim() !== '');
}
