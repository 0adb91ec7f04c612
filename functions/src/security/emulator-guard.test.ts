import { describe, expect, it } from 'vitest';
import { assertNoEmulatorOnCloudRun, emulatorVariables, runsOnCloudRun } from './emulator-guard';

describe('the emulator guard', () => {
  it.each(emulatorVariables)('refuses to start on Cloud Run with %s set, naming it and not its value', (name) => {
    const env = { K_SERVICE: 'api', [name]: name === 'FUNCTIONS_EMULATOR' ? 'false' : 'secret-host:1' };
    expect(() => assertNoEmulatorOnCloudRun(env)).toThrow(
      new RegExp(`Refusing to start: emulator variable ${name} set on Cloud Run`),
    );
    expect(() => assertNoEmulatorOnCloudRun(env)).not.toThrow(/secret-host/);
  });

  it('names every variable set', () => {
    expect(() =>
      assertNoEmulatorOnCloudRun({ K_SERVICE: 'api', FIRESTORE_EMULATOR_HOST: 'x', FIREBASE_AUTH_EMULATOR_HOST: 'y' }),
    ).toThrow('emulator variables FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST set');
  });

  it('holds whatever else is set: FUNCTIONS_EMULATOR=true does not switch it off on a real project', () => {
    const env = { K_SERVICE: 'api', GCLOUD_PROJECT: 'acme-landscaping', FUNCTIONS_EMULATOR: 'true' };
    expect(runsOnCloudRun(env)).toBe(true);
    expect(() => assertNoEmulatorOnCloudRun({ ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FUNCTIONS_EMULATOR, FIREBASE_AUTH_EMULATOR_HOST set on Cloud Run/,
    );
  });

  it('lets the local stack, the tests and the deploy discovery start', () => {
    const local = {
      GCLOUD_PROJECT: 'demo-orange-landscaping',
      FUNCTIONS_EMULATOR: 'true',
      K_SERVICE: 'api',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    };
    expect(runsOnCloudRun(local)).toBe(false);
    expect(() => assertNoEmulatorOnCloudRun(local)).not.toThrow();
    expect(() => assertNoEmulatorOnCloudRun({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).not.toThrow();
    expect(() => assertNoEmulatorOnCloudRun({ K_SERVICE: 'api', FIRESTORE_EMULATOR_HOST: '' })).not.toThrow();
    expect(runsOnCloudRun({ K_SERVICE: 'api' })).toBe(true);
  });
});
