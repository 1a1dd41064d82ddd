// Build-time module stand-in for jest.
module.exports = {__esModule: true, default: {}};
