// Runs with every API test file (vitest `setupFiles`): after the file's own hooks, closes
// the apps and databases it opened, so neither connections nor test databases outlive it.
import { afterAll } from 'vitest';
import { cerrarLoAbierto } from './app';

afterAll(cerrarLoAbierto);
