import { useSearchParams } from 'react-router';
import { DEFAULT_CATEGORY, type Category } from '@prepshelf/contract';
import { isCategory, useDeviceStream } from '../../lib/stream';

/** The stream in use: `?category=` of the current page, else the remembered one, else the default. */
export function useSelectedCategory(): Category {
  const [searchParams] = useSearchParams();
  const current = searchParams.get('category');
  const remembered = useDeviceStream();
  return isCategory(current) ? current : (remembered ?? DEFAULT_CATEGORY);
}
