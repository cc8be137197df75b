import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * Starts DynamoDB Local bound to 127.0.0.1 only. DynamoDB Local has no bind option and
 * listens on every interface, so this sets its Jetty connector's host before start.
 * It also exits when its standard input closes, so it never outlives the local stack.
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server jetty = (Server) field.get(proxy);
    for (Connector connector : jetty.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    Thread watchdog = new Thread(() -> {
      try {
        while (System.in.read() != -1) { /* parent alive */ }
      } catch (Exception ignored) {
        // a broken pipe means the parent is gone too
      }
      Runtime.getRuntime().halt(0);
    });
    watchdog.setDaemon(true);
    watchdog.start();
    proxy.start();
    System.out.println("LOOPBACK_DYNAMODB_READY");
    proxy.join();
  }
}
