import { describe, expect, it } from 'vitest';
import { defaultAuthEmulatorUrl, demoProjectId, readFirebaseConfig } from './firebase-config';

describe('readFirebaseConfig', () => {
  it('defaults to the local demo project on the Auth emulator', () => {
    expect(readFirebaseConfig({})).toEqual({
      apiKey: 'demo-api-key',
      authDomain: `${demoProjectId}.firebaseapp.com`,
      projectId: demoProjectId,
      authEmulatorUrl: defaultAuthEmulatorUrl,
    });
  });
  it('uses real Firebase Auth for a real project', () => {
    const config = readFirebaseConfig({
      VITE_FIREBASE_API_KEY: 'AIza-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'example.com',
      VITE_FIREBASE_PROJECT_ID: 'orange-prod',
    });
    expect(config).toEqual({ apiKey: 'AIza-key', authDomain: 'example.com', projectId: 'orange-prod', authEmulatorUrl: null });
  });
  it('lets VITE_USE_AUTH_EMULATOR override the project id rule', () => {
    expect(readFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: 'orange-prod', VITE_USE_AUTH_EMULATOR: 'true' }).authEmulatorUrl).toBe(
      defaultAuthEmulatorUrl,
    );
    expect(readFirebaseConfig({ VITE_USE_AUTH_EMULATOR: 'false' }).authEmulatorUrl).toBeNull();
    expect(readFirebaseConfig({ VITE_AUTH_EMULATOR_URL: 'http://localhost:9199' }).authEmulatorUrl).toBe('http://localhost:9199');
  });
  it('ignores blank values', () => {
    expect(readFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: '  ', VITE_FIREBASE_API_KEY: '' }).projectId).toBe(demoProjectId);
  });
});
