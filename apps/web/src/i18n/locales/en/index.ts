import common from './common';
import menu from './menu';
import layout from './layout';
import customization from './customization';
import errors from './errors';
import auth from './auth';
import clubs from './clubs';
import profile from './profile';
import dashboard from './dashboard';
import pages from './pages';
import validation from './validation';
import sports from './sports';
import labels from './labels';
import locations from './locations';
import questions from './questions';
import audit from './audit';
import leagues from './leagues';
import teams from './teams';
import players from './players';
import schedule from './schedule';
import standings from './standings';
import playoffs from './playoffs';
import siteContent from './site-content';
import connect from './connect';
import payments from './payments';
// The public club site's messages: the site's own bundle reads this file alone; listed here so the ids are typed and checked.
import publicSite from './public-site';

/** Every message of one locale, flat keys namespaced as `<namespace>.<key>`. */
const messages = {
  ...common,
  ...menu,
  ...layout,
  ...customization,
  ...errors,
  ...auth,
  ...clubs,
  ...profile,
  ...dashboard,
  ...pages,
  ...validation,
  ...sports,
  ...labels,
  ...locations,
  ...questions,
  ...audit,
  ...leagues,
  ...teams,
  ...players,
  ...schedule,
  ...standings,
  ...playoffs,
  ...siteContent,
  ...connect,
  ...payments,
  ...publicSite,
};
export default messages;
