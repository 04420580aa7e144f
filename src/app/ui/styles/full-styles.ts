// All of Mantine's component styles, for the routes beyond the public pages (the office, onboarding
// links, admin). Loaded by the root route before such a route renders; precached for offline use.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
