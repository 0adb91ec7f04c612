import { describe, expect, it } from 'vitest';
import { admitPhotos, photoAccept, photoContentType, photoProblem } from './photo-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('photoContentType', () => {
  it('takes the accepted image types as they are', () => {
    expect(photoContentType(file('a.jpg', 'image/jpeg'))).toBe('image/jpeg');
    expect(photoContentType(file('a', 'image/PNG'))).toBe('image/png');
    expect(photoContentType(file('a.heic', 'image/heic'))).toBe('image/heic');
  });

  it('reads HEIC and friends by extension when the browser gives no type', () => {
    expect(photoContentType(file('IMG_0001.HEIC', ''))).toBe('image/heic');
    expect(photoContentType(file('yard.heif', 'application/octet-stream'))).toBe('image/heif');
    expect(photoContentType(file('yard.webp', ''))).toBe('image/webp');
  });

  it('refuses other types, whatever the name says', () => {
    expect(photoContentType(file('plan.pdf', 'application/pdf'))).toBeNull();
    expect(photoContentType(file('anim.gif', 'image/gif'))).toBeNull();
    expect(photoContentType(file('fake.jpg', 'text/html'))).toBeNull();
    expect(photoContentType(file('noext', ''))).toBeNull();
  });

  it('offers the same types in the picker', () => {
    expect(photoAccept).toBe('image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif');
  });
});

describe('photoProblem and admitPhotos', () => {
  it('names the file that is not a photo, too large or empty', () => {
    expect(photoProblem(file('plan.pdf', 'application/pdf'))).toBe(
      '“plan.pdf” is not a photo we can take. Choose a JPEG, PNG, WebP or HEIC image.',
    );
    expect(photoProblem(file('big.jpg', 'image/jpeg', 10_485_761))).toBe(
      '“big.jpg” is larger than 10 MB. Choose a smaller photo.',
    );
    expect(photoProblem(file('ok.jpg', 'image/jpeg', 10_485_760))).toBeNull();
    expect(photoProblem(file('zero.jpg', 'image/jpeg', 0))).toBe('“zero.jpg” is empty.');
  });

  it('admits good files up to 5 in all and explains the rest', () => {
    const picked = [
      file('1.jpg', 'image/jpeg'),
      file('x.pdf', 'application/pdf'),
      file('2.jpg', 'image/jpeg'),
      file('3.jpg', 'image/jpeg'),
    ];
    const { admitted, problems } = admitPhotos(picked, 3);
    expect(admitted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg']);
    expect(problems).toEqual([
      '“x.pdf” is not a photo we can take. Choose a JPEG, PNG, WebP or HEIC image.',
      'You can attach up to 5 photos; 1 photo was left out.',
    ]);
    expect(admitPhotos([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')], 5).problems).toEqual([
      'You can attach up to 5 photos; 2 photos were left out.',
    ]);
  });
});
