console.log('kanqiu server: not yet implemented');
