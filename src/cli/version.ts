/**
 * The package version for `mindsport --version`, read from package.json when the command is
 * built (the bundle holds it; the published package's version is the one printed).
 */
import packageJson from '../../package.json' with { type: 'json' };

/** The version of the package, such as `1.4.0`. */
export const VERSION: string = packageJson.version;
