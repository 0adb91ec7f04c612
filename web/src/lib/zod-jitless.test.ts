/** zod-jitless.ts sets the flag where zod reads it (a zod upgrade that moves its config fails here). */
import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('turns on zod’s jitless config before zod loads, and zod creates objects without new Function', async () => {
    vi.resetModules();
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ title: z.string(), views: z.number() });
    expect(schema.parse({ title: 'Patio', views: 3 })).toEqual({ title: 'Patio', views: 3 });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
