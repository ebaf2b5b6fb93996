/**
 * Imported first by a test module that calls the weather handler: starts the Open-Meteo stand-in and points
 * `OPEN_METEO_URL` at it before the functions' configuration is read (at its import, as in a Lambda).
 */
import { startOpenMeteoStandIn } from '../../infra/local/open-meteo-stand-in';

export const openMeteo = await startOpenMeteoStandIn();
process.env.OPEN_METEO_URL = openMeteo.url;
