import { expect, it } from 'vitest';
import { describeOnDatabase } from '../../../test/helper.ts';

/** #45 item 10: the captcha is drawn large enough to read at a glance (it was 110 × 40 and squinted at). */
describeOnDatabase('the sign-in captcha', (t) => {
  it('is an image of at least 150 × 50 with its four characters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Captcha/Get' });
    expect(res.statusCode).toBe(200);
    const image: string = res.json().data.Image;
    const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    const size = svg.match(/<svg[^>]* width="(\d+)" height="(\d+)"/);
    expect(size, svg.slice(0, 120)).not.toBeNull();
    expect(Number(size![1])).toBeGreaterThanOrEqual(150);
    expect(Number(size![2])).toBeGreaterThanOrEqual(50);
    // Four character paths beside the noise lines (svg-captcha draws a character as a filled path).
    expect(svg.match(/<path fill="/g)).toHaveLength(4);
  });
});
