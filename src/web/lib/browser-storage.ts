/** localStorage / sessionStorage that never throws (private mode, disabled storage, quota). */
function safe(kind: 'local' | 'session') {
  const store = () => {
    try {
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    get(key: string): string | null {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        store()?.setItem(key, value);
      } catch {
        /* storage full or disabled: the journey still works in memory */
      }
    },
    remove(key: string) {
      try {
        store()?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
    getJson<T>(key: string): T | null {
      const raw = this.get(key);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson(key: string, value: unknown) {
      this.set(key, JSON.stringify(value));
    },
  };
}

export const local = safe('local');
export const session = safe('session');
