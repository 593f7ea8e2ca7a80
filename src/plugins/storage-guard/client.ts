/** Runs on every page before the site renders: see fallback.ts. */
import {installStorageFallback} from './fallback';

if (typeof window !== 'undefined') installStorageFallback(window);
