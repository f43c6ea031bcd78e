// Each public page's module (routes/`file`.tsx) and component: router.tsx's public routes, and
// what e2e/start-up-script.spec.ts counts as a visitor's pages when it checks that their modules'
// words are in the catalogue's public part (decision 068). Data only, so the check can read it.
import type { PublicPage } from "@app/shared/public-pages";

/** Each public page's module (routes/`file`.tsx) and component. */
export const PUBLIC_PAGE_MODULES: Record<PublicPage, [file: string, component: string]> = {
  "/": ["home", "HomeRoute"],
  "/login": ["login", "LoginRoute"],
  "/register": ["register", "RegisterRoute"],
  "/trip": ["trip", "TripRoute"],
  "/video": ["video", "VideoRoute"],
  "/contact": ["contact", "ContactRoute"],
  "/fees": ["fees", "FeesRoute"],
  "/teachers": ["teachers", "TeachersRoute"],
  "/results": ["results", "ResultsRoute"],
  "/prospectus": ["prospectus", "ProspectusRoute"],
  "/webservice": ["webservice", "WebserviceRoute"],
  "/weather": ["weather", "WeatherRoute"],
  "/calculator": ["calculator", "CalculatorRoute"],
  "/voice": ["voice", "VoiceRoute"],
  "/test": ["quiz", "QuizRoute"],
  "/shop": ["shop", "ShopRoute"],
  "/plasseyshop": ["shop", "ShopRoute"],
  "/studymaterials": ["study-materials", "StudyMaterialsRoute"],
  "/sign-in": ["sign-in", "SignInRoute"],
  "/forgot-password": ["forgot-password", "ForgotPasswordRoute"],
  "/reset-password": ["reset-password", "ResetPasswordRoute"],
  "/verify-email": ["verify-email", "VerifyEmailRoute"],
  "/single": ["single", "SingleRoute"],
};
