/** Navigation to a place arrives with the map's issue; until then the route shows its title and a way back. */
import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function NavigationPage() {
  return <ComingSoon />;
}
