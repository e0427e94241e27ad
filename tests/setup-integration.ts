// The integration project's time-out (jest.config.js): PGlite start-up and argon2 are slow, and CI
// machines are shared: at a load average of 30 on two cores a PGlite start took over 120 s (measured 2026-11-23).
jest.setTimeout(300_000);
