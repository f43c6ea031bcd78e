// Mantine's stylesheets, whole, as its docs import them; first, so the app's own CSS modules come
// after them. The layered copies (`@layer mantine`) keep the theme that MantineProvider writes
// into the page (the institute's brand colour) above Mantine's defaults wherever the stylesheet
// link ends up: on a page the server rendered, Beasties moves the links to the end of the body
// (modules/seo/critical-css.ts on the server), after MantineProvider's own <style>.
import "@mantine/core/styles.layer.css";
import "@mantine/carousel/styles.layer.css";
import "@mantine/charts/styles.layer.css";
import "@mantine/notifications/styles.layer.css";
