import { describe, expect, it } from 'vitest';
import { diasEntre, requisitoCumplido } from './reglas';

describe('weekly requirement for activity', () => {
  it('needs the number of shifts of the minimum length', () => {
    const req = { requisito_hrs: '2h', requisito_times: '2' };
    expect(requisitoCumplido([7200, 7199], req)).toBe(false);
    expect(requisitoCumplido([7200, 9000], req)).toBe(true);
  });

  it('a requirement of no shifts is always met', () => {
    expect(requisitoCumplido([], { requisito_hrs: '0h', requisito_times: '0' })).toBe(true);
  });
});

describe('days between instants', () => {
  it('counts whole days and never goes below zero', () => {
    const a = new Date('2026-01-01T10:00:00Z');
    expect(diasEntre(a, new Date('2026-01-08T09:59:59Z'))).toBe(6);
    expect(diasEntre(a, new Date('2026-01-08T10:00:00Z'))).toBe(7);
    expect(diasEntre(new Date('2026-02-01T00:00:00Z'), a)).toBe(0);
  });
});
