/**
 * Credits of the demo photographs (transcribed from assets/photos/CREDITS.md; keep the two in
 * step). Shown on /about#photo-credits. `description` doubles as the photo's alt text.
 */
export interface PhotoCredit {
  /** File name under /photos/. */
  file: string;
  /** What the photo shows (alt text). */
  description: string;
  /** Original name in its Debian package. */
  original: string;
  author: string;
  licence: 'GPL-2+' | 'LGPL-3';
  debianPackage: string;
}

export const photoCredits: PhotoCredit[] = [
  {
    file: 'garden-flower.jpg',
    description: 'A flower in bloom in a garden',
    original: 'nature/Garden.jpg',
    author: 'Charles Barbin (2008)',
    licence: 'GPL-2+',
    debianPackage: 'mate-backgrounds',
  },
  {
    file: 'water-drop.jpg',
    description: 'A drop of water, close up',
    original: 'nature/Aqua.jpg',
    author: 'Charles Barbin (2008)',
    licence: 'GPL-2+',
    debianPackage: 'mate-backgrounds',
  },
  {
    file: 'ladybird.jpg',
    description: 'A ladybird on a green leaf',
    original: 'nature/LadyBird.jpg',
    author: 'Charles Barbin (2008)',
    licence: 'GPL-2+',
    debianPackage: 'mate-backgrounds',
  },
  {
    file: 'yellow-flower.jpg',
    description: 'A yellow flower, close up',
    original: 'nature/YellowFlower.jpg',
    author: 'Charles Barbin (2008)',
    licence: 'GPL-2+',
    debianPackage: 'mate-backgrounds',
  },
  {
    file: 'green-meadow.jpg',
    description: 'A green meadow under the sky',
    original: 'nature/GreenMeadow.jpg',
    author: 'Timothy Schellhase (2005), Lapo Calamandrei (2008)',
    licence: 'GPL-2+',
    debianPackage: 'mate-backgrounds',
  },
  {
    file: 'leaf-raindrops.jpg',
    description: 'Raindrops on a leaf',
    original: 'nature/RainDrops.jpg',
    author: '"blackcombwhistler07" (2008)',
    licence: 'GPL-2+',
    debianPackage: 'mate-backgrounds',
  },
  {
    file: 'wood-grain.jpg',
    description: 'The grain of weathered wood',
    original: 'nature/Wood.jpg',
    author: 'Jean-François Fortin Tam (2008)',
    licence: 'GPL-2+',
    debianPackage: 'mate-backgrounds',
  },
  {
    file: 'dune-grass.jpg',
    description: 'Grass on a sand dune',
    original: 'nature/Dune.jpg',
    author: 'Marco Cogoni (2007), Hylke Bons (2008)',
    licence: 'GPL-2+',
    debianPackage: 'mate-backgrounds',
  },
  {
    file: 'fresh-flower.jpg',
    description: 'A fresh flower, close up',
    original: 'nature/FreshFlower.jpg',
    author: 'Jens Ansorg (2005)',
    licence: 'GPL-2+',
    debianPackage: 'mate-backgrounds',
  },
  {
    file: 'forest-path.jpg',
    description: 'A path through a green forest',
    original: 'wallpapers/Path',
    author: 'Risto Saukonpää',
    licence: 'LGPL-3',
    debianPackage: 'plasma-workspace-wallpapers',
  },
  {
    file: 'lake-pier.jpg',
    description: 'A pier reaching into a lake at dusk',
    original: 'wallpapers/DarkestHour',
    author: 'Risto Saukonpää',
    licence: 'LGPL-3',
    debianPackage: 'plasma-workspace-wallpapers',
  },
  {
    file: 'pine-canopy.jpg',
    description: 'Looking up into a canopy of pine trees',
    original: 'wallpapers/OneStandsOut',
    author: 'Risto Saukonpää',
    licence: 'LGPL-3',
    debianPackage: 'plasma-workspace-wallpapers',
  },
  {
    file: 'calm-lake.jpg',
    description: 'A calm lake on a summer night',
    original: 'wallpapers/summer_1am',
    author: 'Risto Saukonpää',
    licence: 'LGPL-3',
    debianPackage: 'plasma-workspace-wallpapers',
  },
  {
    file: 'autumn-leaves.jpg',
    description: 'Fallen autumn leaves',
    original: 'wallpapers/FallenLeaf',
    author: 'Martin Klapetek',
    licence: 'LGPL-3',
    debianPackage: 'plasma-workspace-wallpapers',
  },
  {
    file: 'dock-boards.jpg',
    description: 'Wooden dock boards by the water',
    original: 'wallpapers/BytheWater',
    author: 'Maciej Wiklo',
    licence: 'LGPL-3',
    debianPackage: 'plasma-workspace-wallpapers',
  },
  {
    file: 'lake-evening.jpg',
    description: 'A lake glowing in the evening light',
    original: 'wallpapers/EveningGlow',
    author: 'Ian Hex',
    licence: 'LGPL-3',
    debianPackage: 'plasma-workspace-wallpapers',
  },
];

/** The alt text of a demo photo path such as '/photos/forest-path.jpg', or null for other images. */
export function photoAlt(path: string): string | null {
  const file = /^\/?photos\/([^/?#]+)$/.exec(path)?.[1];
  return photoCredits.find((c) => c.file === file)?.description ?? null;
}
