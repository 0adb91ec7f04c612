import { describe, expect, it } from 'vitest';
import { saveBarState } from './save-bar-state';

const form = { isDirty: false, isSubmitting: false, isSubmitted: false, errors: {} };

describe('saveBarState', () => {
  it('says clean, dirty, saving and saved', () => {
    expect(saveBarState(form, false)).toBe('clean');
    expect(saveBarState({ ...form, isDirty: true }, false)).toBe('dirty');
    expect(saveBarState({ ...form, isDirty: true, isSubmitting: true }, false)).toBe('saving');
    expect(saveBarState({ ...form, isSubmitted: true }, true)).toBe('saved');
    expect(saveBarState({ ...form, isDirty: true, isSubmitted: true }, true)).toBe('dirty');
  });

  it('asks to fix fields only after a submit, until no error is left', () => {
    const errors = { phone: { message: 'Please enter a valid phone number' } };
    expect(saveBarState({ ...form, isDirty: true, errors }, false)).toBe('dirty');
    expect(saveBarState({ ...form, isDirty: true, isSubmitted: true, errors }, false)).toBe('invalid');
    expect(saveBarState({ ...form, isDirty: true, isSubmitted: true, errors: {} }, false)).toBe('dirty');
  });
});
