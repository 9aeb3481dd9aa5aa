/**
 * Flyers and avatars drawn at seed time (SVG shapes rasterised by sharp, no fonts or network
 * needed), then stored through the image service like any upload.
 */
import sharp from 'sharp';

/** An 800×1000 poster: a two-colour gradient with a few soft circles, varied by `n`. */
export async function flyerPng(n: number): Promise<Buffer> {
  const hue = (n * 47) % 360;
  const other = (hue + 60 + (n % 3) * 40) % 360;
  const circles = Array.from({ length: 4 }, (_, i) => {
    const cx = (173 * (n + i * 3)) % 800;
    const cy = (311 * (n + i * 5)) % 1000;
    const r = 120 + ((n * 37 + i * 90) % 180);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${(hue + i * 25) % 360},80%,70%)" fill-opacity="0.35"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${other},75%,25%)"/>
    </linearGradient></defs>
    <rect width="800" height="1000" fill="url(#g)"/>${circles}
    <rect x="60" y="770" width="680" height="16" rx="8" fill="#fff" fill-opacity="0.8"/>
    <rect x="60" y="810" width="430" height="16" rx="8" fill="#fff" fill-opacity="0.55"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A 256×256 avatar: a coloured disc with a lighter head-and-shoulders shape. */
export async function avatarPng(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="hsl(${hue},55%,45%)"/>
    <circle cx="128" cy="102" r="51" fill="hsl(${hue},60%,80%)"/>
    <ellipse cx="128" cy="250" rx="96" ry="83" fill="hsl(${hue},60%,80%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
