// The plans stay reachable for a logged-in user: the plan page opens from them only (spec §2).
import { PricingSection } from '../../plans/components/pricing-section';
import { useFeaturedCourses } from '../use-featured-courses';
import { useT } from '../../../lib/i18n/use-t';
import { FeaturedCourses } from './featured-courses';

/** The logged-in home below the personal parts: the featured courses, then the plans. */
export function HomeRest() {
  const { courses } = useFeaturedCourses(true);
  const t = useT();
  return (
    <div className="flex flex-col gap-16">
      <FeaturedCourses courses={courses} emptyText={t('featured.emptyLoggedIn')} />
      <PricingSection />
    </div>
  );
}
