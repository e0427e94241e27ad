type Colors = { bold: (text: string) => string; yellow: (text: string) => string };
/** The boxed notice for the seed's "Created admin … with the generated password …" line; undefined for any other message. */
export declare function adminPasswordBanner(message: unknown, colors?: Colors): string | undefined;
