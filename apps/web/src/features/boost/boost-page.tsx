/** Screens of this feature arrive in their own issue; until then the route shows its title and a way back. */
import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function BoostPage() {
  return <ComingSoon />;
}
