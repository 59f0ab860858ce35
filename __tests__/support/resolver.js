// jest resolver: a few ESM-only packages export only an "import" condition, which jest's
// CommonJS resolution does not ask for; retry with it (the transform then compiles them).
module.exports = (request, options) => {
  try {
    return options.defaultResolver(request, options);
  } catch {
    return options.defaultResolver(request, { ...options, conditions: ['import', 'default'] });
  }
};
