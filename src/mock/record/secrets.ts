// What a recording knows is secret: the values it saw (masked wherever they turn up when the seed file is written),
// and which settings of which data plugins hold secrets, as the service says of each setting
// (data-plugins/secret-settings.ts). It learns the settings from every plugin the answers hold (a workspace's list,
// a data component's embedded plugin) and knows the mock's catalogue beforehand.
import { catalogue } from '../resources/data-plugins/catalogue.js';
import { isSecretSetting } from '../resources/data-plugins/secret-settings.js';
import { shortName } from '../resources/pipelines/body.js';
import { isObject } from './json.js';

/** The shortest secret masked wherever it appears in a string (a shorter one would mask ordinary words). */
export const shortestSecret = 8;

/** The credentials a recording saw, and the secret settings of the plugins it knows. */
export class RecordingSecrets extends Set<string> {
  /** Whether each known setting of a plugin is secret, by the plugin's name (`tap-postgres`) and the setting's. */
  readonly #settings = new Map<string, Map<string, boolean>>();
  /** Values given to settings not known yet, by plugin and setting: secrets once the plugin says so. */
  readonly #unsure = new Map<string, Map<string, Set<string>>>();

  constructor() {
    super();
    for (const plugin of catalogue) this.#learnPlugin(plugin.name, plugin.settings);
  }

  /** Adds a string of 8 characters or more (a shorter one would mask ordinary words wherever it appears). */
  learn(value: string): void {
    if (value.length >= shortestSecret) this.add(value);
  }

  /**
   * Learns the secret settings of every data plugin in a JSON value: an object with a `name` and `settings`, or
   * `variants` that each have settings.
   */
  learnPlugins(value: unknown): void {
    if (Array.isArray(value)) for (const item of value) this.learnPlugins(item);
    if (!isObject(value)) return;
    const { name, settings, variants } = value;
    if (typeof name === 'string') {
      if (Array.isArray(settings)) this.#learnPlugin(name, settings);
      if (Array.isArray(variants))
        for (const variant of variants)
          if (isObject(variant) && Array.isArray(variant['settings'])) this.#learnPlugin(name, variant['settings']);
    }
    for (const [key, item] of Object.entries(value)) if (key !== 'variants') this.learnPlugins(item);
  }

  /**
   * Whether the value of a plugin's setting is secret (`plugin`: its name, maybe qualified, such as
   * `extractors/tap-postgres--meltanolabs`). For a setting not known yet it is not, but the value is kept: a secret
   * from when the plugin turns out to say so, masked then wherever it appears.
   */
  holdsSecret(plugin: string, setting: string, value: string): boolean {
    const name = shortName(plugin);
    const known = this.#settings.get(name)?.get(setting);
    if (known !== undefined) return known;
    const unsure = this.#unsure.get(name) ?? new Map<string, Set<string>>();
    this.#unsure.set(name, unsure.set(setting, (unsure.get(setting) ?? new Set()).add(value)));
    return false;
  }

  #learnPlugin(plugin: string, settings: unknown[]): void {
    const name = shortName(plugin);
    const known = this.#settings.get(name) ?? new Map<string, boolean>();
    this.#settings.set(name, known);
    for (const setting of settings)
      if (isObject(setting) && typeof setting['name'] === 'string')
        known.set(setting['name'], known.get(setting['name']) === true || isSecretSetting(setting));
    const unsure = this.#unsure.get(name);
    for (const [setting, values] of unsure ?? []) {
      if (!known.has(setting)) continue;
      if (known.get(setting)) for (const value of values) this.learn(value);
      unsure?.delete(setting);
    }
  }
}
