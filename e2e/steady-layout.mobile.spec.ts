import { steadyLayoutTests } from './support/layout-shifts';

/** Nothing moves when a page comes alive, on a phone (e2e/steady-layout.spec.ts for the desktop and the reason). */
steadyLayoutTests();
