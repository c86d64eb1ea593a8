# The texts of scenarios/incident-broker-failure.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Incidente: broker averiado
description = El stream orders guarda una copia de cada partición y confirma un pedido en cuanto lo tiene su líder. A los 60 s su broker falla con su disco, y vuelve a fallar cada 30 s después (cada vez, un broker nuevo y vacío lo reemplaza 10 s más tarde): con una sola copia, lo que tenía un broker caído desaparece, y billing nunca lo ve. El presupuesto de errores aguanta un fallo así, no dos. Mantén la tienda funcionando durante tres minutos.
hints-0-say = El stream orders guarda {"{"}replicas:orders{"}"} copia de cada partición, así que no hay adónde conmutar: un broker caído se lleva los pedidos que billing aún no ha leído. Sube su factor de replicación a 3 en su Inspector (mientras todos los brokers funcionan), y pon acks en all: así un seguidor toma el relevo sin perder ningún pedido confirmado. Aunque llegue tarde, aún salva los fallos que vienen.
hints-1-say = El stream orders ya guarda {"{"}replicas:orders{"}"} copias, pero con acks={"{"}acks:orders{"}"} la API no espera a los seguidores: lo que aún no han copiado muere con un broker caído. Pon acks en all en su Inspector.
nodes-api-name = Shop API
