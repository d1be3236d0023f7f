/** @jest-environment node */
// Every page of the mini-program build in WeChat's engine, as a logged-in student (suite.ts).
import { renderEveryPage } from './suite'

renderEveryPage('logged-in')
