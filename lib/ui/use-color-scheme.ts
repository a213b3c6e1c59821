// A Preact hook: the system's light or dark setting, following it while the page is open.
import { useEffect, useState } from 'preact/hooks';

const QUERY = '(prefers-color-scheme: dark)';

/** The scheme right now; 'light' where matchMedia is missing. */
function currentScheme(): 'light' | 'dark' {
  return typeof matchMedia === 'function' && matchMedia(QUERY).matches ? 'dark' : 'light';
}

/**
 * For components that take an explicit theme (PapersBox); the stylesheets follow the system on their own.
 * @example const theme = useColorScheme(); // 'light' | 'dark'
 */
export function useColorScheme(): 'light' | 'dark' {
  const [scheme, setScheme] = useState(currentScheme);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const media = matchMedia(QUERY);
    const onChange = () => setScheme(media.matches ? 'dark' : 'light');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
    // Stryker disable next-line ArrayDeclaration: a list of constants never changes, so the effect runs once either way
  }, []);
  return scheme;
}
