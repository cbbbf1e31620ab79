/** Types of build-loaders.mjs, for the tests and the size check that import it. */
export declare const loadersSource: string;
export declare const loadersDist: string;
export declare const loaderKinds: readonly ['hero', 'solo', 'sneakpeek', 'cyoa'];
export declare function buildLoader(kind: string): Promise<string>;
export declare function buildLoaders(options?: {
  quiet?: boolean;
}): Promise<Record<string, { raw: number; gzip: number }>>;
