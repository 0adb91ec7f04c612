import { describe, expect, it } from 'vitest';
import { demoProjectId, readFirebaseConfig } from './firebase-config';

/** The local stack's Auth emulator, as the demo build is given it (web/vite.config.ts). */
const emulator = { VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' };

describe('readFirebaseConfig', () => {
  it('defaults to the local demo project on the Auth emulator', () => {
    expect(readFirebaseConfig(emulator)).toEqual({
      apiKey: 'demo-api-key',
      authDomain: `${demoProjectId}.firebaseapp.com`,
      projectId: demoProjectId,
      authEmulatorUrl: emulator.VITE_AUTH_EMULATOR_URL,
    });
  });
  it('uses real Firebase Auth for a real project', () => {
    const config = readFirebaseConfig({
      VITE_FIREBASE_API_KEY: 'AIza-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'example.com',
      VITE_FIREBASE_PROJECT_ID: 'orange-prod',
      ...emulator,
    });
    expect(config).toEqual({
      apiKey: 'AIza-key',
      authDomain: 'example.com',
      projectId: 'orange-prod',
      authEmulatorUrl: null,
    });
  });
  it('lets VITE_USE_AUTH_EMULATOR override the project id rule', () => {
    expect(
      readFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: 'orange-prod', VITE_USE_AUTH_EMULATOR: 'true', ...emulator })
        .authEmulatorUrl,
    ).toBe(emulator.VITE_AUTH_EMULATOR_URL);
    expect(readFirebaseConfig({ VITE_USE_AUTH_EMULATOR: 'false', ...emulator }).authEmulatorUrl).toBeNull();
    expect(readFirebaseConfig({ VITE_AUTH_EMULATOR_URL: 'http://localhost:9199' }).authEmulatorUrl).toBe(
      'http://localhost:9199',
    );
  });
  it('ignores blank values', () => {
    expect(readFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: '  ', VITE_FIREBASE_API_KEY: '' }).projectId).toBe(
      demoProjectId,
    );
  });
});
