/**
 * Small illustrations for the demo menu, drawn here so the demo runs offline with no image
 * files or licences: a soft gradient background and a dish seen from above (drinks from the
 * side). No text and no external references, so each one is safe to serve as image/svg+xml.
 */
export const foodKinds = [
  'pizza',
  'salad',
  'soup',
  'burger',
  'drink',
  'bottle',
  'wine',
  'coffee',
  'dessert',
  'cake',
  'pasta',
  'falafel',
  'mezze',
  'grill',
  'fish',
  'bread',
  'wrap',
  'fries',
  'sauce',
  'ramen',
  'sushi',
  'dumplings',
  'menu',
] as const;
export type FoodKind = (typeof foodKinds)[number];

/** hsl to #rrggbb: hex colours render in every SVG consumer, hsl() not in all. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (offset: number) => {
    let t = h + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    const value =
      t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`;
}

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, rotate = 0) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${
    rotate ? ` transform="rotate(${rotate} ${cx} ${cy})"` : ''
  }/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (colour: string, width: number) =>
  ` stroke="${colour}" stroke-width="${width}" stroke-linecap="round"`;

/** Points on a ring around the plate centre, for garnish and repeated pieces. */
function ring(count: number, radius: number, startDegrees = 0): [number, number][] {
  return Array.from({ length: count }, (_, index) => {
    const angle = ((startDegrees + (index * 360) / count) * Math.PI) / 180;
    return [Math.round(200 + radius * Math.cos(angle)), Math.round(150 + radius * Math.sin(angle))];
  });
}

const leaf = (x: number, y: number, rotate: number, fill: string) => ellipse(x, y, 16, 7, fill, rotate);

function plate(): string {
  return (
    circle(206, 158, 112, '#000', ' fill-opacity=".08"') +
    circle(200, 150, 112, '#fdfcfa') +
    circle(200, 150, 86, '#f4f1ec', stroke('#ebe6de', 2))
  );
}

const dishes: Record<FoodKind, (hue: number) => string> = {
  pizza: () =>
    circle(200, 150, 80, '#e3a95c') +
    circle(200, 150, 68, '#d4462c') +
    ring(7, 40, 10)
      .map(([x, y]) => circle(x, y, 11, '#f7dc8a'))
      .join('') +
    ring(5, 22, 40)
      .map(([x, y], i) => leaf(x, y, i * 70, '#3f8f3a'))
      .join('') +
    `<path d="M200 70V230M131 110L269 190M131 190L269 110"${stroke('#e3a95c', 3)}/>`,
  salad: (hue) =>
    ring(9, 50, 0)
      .map(([x, y], i) => ellipse(x, y, 30, 16, i % 2 ? '#6fae3f' : '#8cc152', i * 40 + 90))
      .join('') +
    ring(4, 28, 20)
      .map(([x, y]) => circle(x, y, 12, '#e0483a'))
      .join('') +
    ring(4, 30, 65)
      .map(([x, y]) => circle(x, y, 10, '#d8efb8', stroke('#7fb24a', 3)))
      .join('') +
    circle(200, 150, 12, hsl(hue, 45, 55)),
  soup: (hue) =>
    circle(200, 150, 78, '#ffffff', stroke('#e2ddd4', 3)) +
    circle(200, 150, 62, hsl(hue, 65, 52)) +
    path('M172 140q28-22 56 0t-4 30', 'none', stroke('#fff6e6', 5)) +
    ring(6, 38, 15)
      .map(([x, y]) => circle(x, y, 3, '#3f7d32'))
      .join('') +
    `<rect x="296" y="132" width="70" height="14" rx="7" fill="#cfcac2"/>`,
  burger: () =>
    circle(200, 150, 84, '#6aa84f') +
    circle(200, 150, 76, '#c9843a') +
    circle(185, 132, 46, '#e2a75e') +
    ring(12, 48, 5)
      .map(([x, y], i) => ellipse(x, y, 5, 2.5, '#fbf1d6', i * 33))
      .join(''),
  drink: (hue) =>
    path('M155 60h90l-12 190h-66z', '#ffffff', ' fill-opacity=".55"') +
    path('M160 110h80l-9 135h-62z', hsl(hue, 70, 55)) +
    `<rect x="175" y="118" width="22" height="22" rx="4" fill="#fff" fill-opacity=".6"/>` +
    `<rect x="203" y="132" width="22" height="22" rx="4" fill="#fff" fill-opacity=".6"/>` +
    circle(240, 98, 22, '#f6d44a', stroke('#fff7cc', 4)) +
    `<path d="M213 40l-12 150"${stroke(hsl(hue + 180, 60, 60), 7)}/>`,
  bottle: (hue) =>
    path('M185 40h30v40q25 18 25 50v125q0 10-10 10h-60q-10 0-10-10V130q0-32 25-50z', hsl(hue, 55, 42)) +
    `<rect x="160" y="150" width="80" height="60" rx="6" fill="#fdf8ee"/>` +
    circle(200, 180, 16, hsl(hue + 40, 60, 55)) +
    `<rect x="185" y="32" width="30" height="14" rx="3" fill="#c9a44c"/>`,
  wine: (hue) =>
    path('M160 50h80q4 70-40 92q-44-22-40-92z', '#ffffff', ' fill-opacity=".6"') +
    path('M163 85h74q-6 48-37 57q-31-9-37-57z', hsl(hue, 65, 35)) +
    `<path d="M200 142v95M165 245h70"${stroke('#ffffff', 7)}/>`,
  coffee: (hue) =>
    circle(200, 150, 90, '#fdfcfa', stroke('#e5e0d8', 2)) +
    `<rect x="262" y="138" width="44" height="24" rx="12" fill="#fdfcfa"${stroke('#e5e0d8', 2)}/>` +
    circle(200, 150, 56, '#ffffff', stroke('#ded8cf', 3)) +
    circle(200, 150, 46, hsl(hue, 45, 28)) +
    path('M200 168q-26-18-14-32q8-8 14 4q6-12 14-4q12 14-14 32z', '#ecd3b0'),
  dessert: (hue) =>
    circle(185, 145, 38, hsl(hue, 55, 78)) +
    circle(225, 165, 34, '#fbf3dc') +
    ring(5, 62, 200)
      .map(([x, y]) => circle(x, y, 9, hsl(hue + 330, 60, 40)))
      .join('') +
    leaf(205, 118, -30, '#4c9a3b') +
    leaf(222, 120, 30, '#5aad48'),
  cake: (hue) =>
    path('M128 142h150v58h-150z', '#7a4a2a') +
    `<path d="M128 162h150M128 182h150"${stroke('#fff3dd', 8)}/>` +
    path('M128 142h150l-62-44z', hsl(hue, 60, 82)) +
    circle(216, 104, 10, '#c0283a') +
    path('M128 142h150', 'none', stroke(hsl(hue, 50, 70), 6)),
  pasta: (hue) =>
    [72, 60, 48, 36, 24]
      .map((r) => `<circle cx="200" cy="150" r="${r}" fill="none"${stroke('#f0cf78', 8)}/>`)
      .join('') +
    circle(200, 150, 26, hsl(hue, 70, 45)) +
    leaf(200, 140, 20, '#3f8f3a') +
    ring(8, 68, 10)
      .map(([x, y]) => circle(x, y, 3, '#fff8e0'))
      .join(''),
  falafel: () =>
    ring(6, 44, 0)
      .map(([x, y]) => circle(x, y, 20, '#9a6a2c') + circle(x - 6, y - 6, 4, '#c08a44'))
      .join('') +
    circle(200, 150, 22, '#f4ecd8') +
    path('M130 200q35-20 70 0t70 0', 'none', stroke('#efe1bd', 6)) +
    leaf(160, 95, -30, '#5aad48') +
    leaf(245, 95, 30, '#5aad48'),
  mezze: (hue) =>
    ring(3, 46, -90)
      .map(
        ([x, y], i) =>
          circle(x, y, 34, '#ffffff', stroke('#e2ddd4', 2)) +
          circle(x, y, 26, hsl(hue + i * 35, 50, 62 + i * 6)),
      )
      .join('') +
    ring(3, 26, -90)
      .map(([x, y]) => circle(x, y, 4, '#7a9a2f'))
      .join(''),
  grill: () =>
    path('M140 120q30-40 90-25q40 15 30 55q-15 40-70 35q-60-10-50-65z', '#8a4b2a') +
    `<path d="M160 110l60 60M185 100l55 55M150 140l45 45"${stroke('#5a2f18', 5)}/>` +
    ring(4, 70, 110)
      .map(([x, y]) => circle(x, y, 14, '#f1c453'))
      .join('') +
    leaf(275, 130, 80, '#3f7d32'),
  fish: () =>
    ellipse(195, 150, 72, 34, '#c9ced6', -10) +
    path('M262 138l40-30v70z', '#b5bcc6') +
    circle(145, 145, 6, '#2f3a46') +
    `<path d="M180 130q10 20 0 40M205 127q10 22 0 44"${stroke('#a7aeb8', 3)}/>` +
    circle(150, 205, 16, '#f6d44a', stroke('#fff7cc', 3)) +
    leaf(250, 205, 20, '#4c9a3b'),
  bread: () =>
    circle(200, 150, 72, '#e2b36e') +
    ring(10, 40, 0)
      .map(([x, y]) => circle(x, y, 4, '#b9823f'))
      .join('') +
    ring(5, 18, 30)
      .map(([x, y]) => circle(x, y, 3, '#b9823f'))
      .join(''),
  wrap: () =>
    [165, 235]
      .map(
        (x) =>
          circle(x, 150, 40, '#e8c98f') +
          circle(x, 150, 30, '#6aa84f') +
          circle(x, 150, 18, '#d9b27c') +
          circle(x + 6, 144, 7, '#e0483a'),
      )
      .join(''),
  fries: () =>
    [
      [150, 120, 20],
      [175, 105, -35],
      [205, 112, 60],
      [160, 160, -70],
      [190, 150, 15],
      [220, 145, -20],
      [180, 190, 80],
      [210, 180, 35],
      [145, 190, -10],
      [235, 115, 5],
    ]
      .map(
        ([x, y, angle]) =>
          `<rect x="${x}" y="${y}" width="11" height="58" rx="3" fill="#f3c74e" transform="rotate(${angle} ${x} ${y})"/>`,
      )
      .join('') +
    circle(262, 190, 26, '#ffffff', stroke('#e2ddd4', 2)) +
    circle(262, 190, 19, '#c8362a'),
  sauce: (hue) =>
    circle(200, 150, 62, '#ffffff', stroke('#e2ddd4', 3)) +
    circle(200, 150, 50, hsl(hue, 55, 60)) +
    path('M180 140q20-18 40 0', 'none', stroke(hsl(hue, 55, 80), 5)),
  ramen: (hue) =>
    circle(200, 150, 100, '#2b2b2b') +
    circle(200, 150, 86, hsl(hue, 55, 68)) +
    [0, 14, 28]
      .map(
        (dy) => `<path d="M150 ${118 + dy}q12-12 24 0t24 0t24 0t24 0" fill="none"${stroke('#f6dd8f', 5)}/>`,
      )
      .join('') +
    ellipse(175, 190, 22, 18, '#ffffff') +
    circle(175, 190, 10, '#f2a93b') +
    `<rect x="230" y="160" width="40" height="44" rx="3" fill="#1f3b2a" transform="rotate(-12 250 182)"/>` +
    ring(6, 60, 20)
      .map(([x, y]) => circle(x, y, 5, '#74b84f'))
      .join(''),
  sushi: (hue) =>
    ring(6, 50, 0)
      .map(
        ([x, y]) =>
          circle(x, y, 24, '#1d2b22') + circle(x, y, 18, '#fbfaf5') + circle(x, y, 8, hsl(hue, 70, 62)),
      )
      .join('') + circle(200, 150, 14, '#7cb342'),
  dumplings: () =>
    ring(5, 54, -90)
      .map(([x, y], i) => {
        const turn = ` transform="rotate(${i * 72} ${x} ${y})"`;
        return (
          path(`M${x - 25} ${y + 9}a25 22 0 0 1 50 0z`, '#f1d39b', `${stroke('#c98f45', 3)}${turn}`) +
          path(
            `M${x - 10} ${y - 6}l3 7M${x} ${y - 11}v8M${x + 10} ${y - 6}l-3 7`,
            'none',
            `${stroke('#c98f45', 3)}${turn}`,
          )
        );
      })
      .join('') + circle(200, 150, 16, '#5b3a22'),
  menu: (hue) =>
    ring(4, 48, 45)
      .map(([x, y], i) => circle(x, y, 30, hsl(hue + i * 50, 50, 60 + (i % 2) * 12)))
      .join('') + circle(200, 150, 18, '#f4ecd8'),
};

/** A dish on a plate over a gradient tinted by `hue` (0..360); unknown kinds get a garnished plate. */
export function foodImageSvg(kind: string, hue: number): string {
  const draw = (foodKinds as readonly string[]).includes(kind) ? dishes[kind as FoodKind] : undefined;
  const sideView = kind === 'drink' || kind === 'bottle' || kind === 'wine';
  const dish = draw ? draw(hue) : leaf(190, 150, -30, '#4c9a3b') + leaf(210, 150, 30, '#5aad48');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 93)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 25, 50, 80)}"/></linearGradient></defs>` +
    '<rect width="400" height="300" fill="url(#g)"/>' +
    (sideView ? '<ellipse cx="200" cy="262" rx="70" ry="10" fill-opacity=".08"/>' : plate()) +
    dish +
    '</svg>'
  );
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A round badge with the restaurant's initials, for the demo logos. */
export function logoSvg(initials: string, colour: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">' +
    circle(100, 100, 96, colour) +
    circle(100, 100, 84, 'none', stroke('#ffffff', 3)) +
    '<text x="100" y="100" dy=".35em" text-anchor="middle" font-family="Georgia, \'Times New Roman\', serif"' +
    ` font-size="64" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>` +
    '</svg>'
  );
}
