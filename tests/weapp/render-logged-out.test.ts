/** @jest-environment node */
// Every page of the mini-program build in WeChat's engine, as a visitor with no account (suite.ts).
import { renderEveryPage } from './suite'

renderEveryPage('logged-out')
