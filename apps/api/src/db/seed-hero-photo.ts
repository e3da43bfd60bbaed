import sharp from 'sharp';

const WIDTH = 1920;
const HEIGHT = 1080;
const HORIZON = 0.46;

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * Math.min(1, Math.max(0, t)));

/**
 * The demo club's hero "photo", drawn at seed time so that no binary is committed: a floodlit pitch at dusk, its
 * mown stripes in perspective, a centre circle and a ball right of centre (where the demo's focal point is).
 */
export async function demoHeroPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const horizon = HEIGHT * HORIZON;
  const ball = { x: WIDTH * 0.68, y: HEIGHT * 0.74, r: 34 };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      let rgb: [number, number, number];
      if (y < horizon) {
        // Sky: deep blue overhead to a warm glow at the horizon, with two floodlight halos.
        const t = y / horizon;
        rgb = [mix(18, 247, t * t), mix(32, 146, t * t), mix(84, 86, t)];
        for (const lightX of [WIDTH * 0.18, WIDTH * 0.86]) {
          const glow = Math.max(0, 1 - Math.hypot(x - lightX, y - horizon * 0.35) / 170);
          rgb = [mix(rgb[0], 255, glow), mix(rgb[1], 250, glow), mix(rgb[2], 225, glow)];
        }
      } else {
        // Pitch: stripes that narrow towards the horizon, darker in the distance.
        const depth = (y - horizon) / (HEIGHT - horizon);
        const stripe = Math.floor(((x - WIDTH / 2) / (0.25 + depth * 0.75) + WIDTH * 4) / 160) % 2;
        const shade = 0.55 + depth * 0.45;
        rgb = [mix(0, 46, shade) + stripe * 10, mix(0, 139, shade) + stripe * 14, mix(0, 58, shade) + stripe * 6];
        const circle = Math.abs(Math.hypot((x - WIDTH / 2) / 1.9, (y - HEIGHT * 0.7) * 1.9) - 150) < 3 + depth * 2;
        const halfway = Math.abs(y - HEIGHT * 0.7) < 2 + depth * 2;
        if (circle || halfway) rgb = [235, 240, 230];
      }
      const fromBall = Math.hypot(x - ball.x, y - ball.y);
      if (fromBall < ball.r) {
        const patch = (Math.floor((x - ball.x + 60) / 17) + Math.floor((y - ball.y + 60) / 17)) % 3 === 0;
        const lit = 1 - fromBall / ball.r / 2.2;
        rgb = patch ? [30, 30, 36] : [mix(120, 255, lit), mix(120, 255, lit), mix(120, 250, lit)];
      }
      pixels.set(rgb, (y * WIDTH + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
